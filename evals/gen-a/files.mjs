// Document file names, shared by the generators, cases.mjs and verify.mjs
export const FILES = {
  harbour: {
    budget: 'HLT Budget and Outturn FY2025.xlsx',
    ledger: 'ledger_export_2025-04-01_to_2025-09-30.csv',
    five: 'Five-year summary 2021-2025.csv',
    grant: 'CCF grant offer letter - Harbour Wellbeing Hub.docx',
    bs: 'Balance sheet 31 March 2025.pdf',
    receipt: 'receipt_chandlery_june.jpg',
  },
  cedar: {
    monthly: 'CVCH 2025 Monthly Actuals (Jan-Sep).xlsx',
    bva: 'FY25 Budget vs Actual YTD Sep.csv',
    f990: 'form990_extract_2023_2024.csv',
    audit: 'Management Letter FY2024 - Hollis Marsh.pdf',
    grant: 'Ridgeline Grant Agreement RWF-2025-0147.docx',
    receipt: 'IMG_4471_receipt.png',
  },
};
