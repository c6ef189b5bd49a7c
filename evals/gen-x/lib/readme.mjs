export const README = (files, kinds, n) => `# Evaluation set X\n\n${n} questions. ${kinds}\n`;
