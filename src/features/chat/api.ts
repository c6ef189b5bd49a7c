// The chat's calls (spec part 2, section 7), through the app's one HTTP client. The stream has its
// own reader (stream.ts). Swappable in tests.
import type { ChatSuggestions, Dashboard, Folder, MessageFeedback, Thread, ThreadMessages } from '../../../contracts/chat';
import type { DocumentListResponse, DocumentsExistResponse } from '../../../contracts/documents';
import type { ImprovementCreated, ImprovementSummary } from '../../../contracts/improvements';
import { apiRequest, type RequestOptions } from '../../lib/api-client';

export interface ChatApi {
  dashboard(signal?: AbortSignal): Promise<Dashboard>;
  createThread(body: { user_id: string; f_agent_id: string; organization_id: string; title: string }): Promise<Thread>;
  thread(threadId: string, signal?: AbortSignal): Promise<ThreadMessages>;
  renameThread(threadId: string, title: string): Promise<unknown>;
  deleteThread(threadId: string, userId: string): Promise<unknown>;
  createFolder(name: string): Promise<Folder>;
  renameFolder(folderId: string, name: string): Promise<unknown>;
  deleteFolder(folderId: string): Promise<unknown>;
  assignFolder(threadId: string, folderId: string | null): Promise<unknown>;
  messageFeedback(messageId: string, feedback: MessageFeedback | null): Promise<unknown>;
  /** The organisation's documents with their states (the processing window follows them). */
  documents(organizationId: string, agentId: string, signal?: AbortSignal): Promise<DocumentListResponse>;
  /** Whether the organisation has any document (the check before a first question). */
  documentsExist(organizationId: string): Promise<DocumentsExistResponse>;
  feedback(form: FormData): Promise<unknown>;
  /** The header's 'Agent improved N time(s)' (any member). */
  improvementSummary(organizationId: string, signal?: AbortSignal): Promise<ImprovementSummary>;
  /** A thumbs-down's correction becomes a new version (owners and admins); JSON, no files. */
  improveFromFeedback(organizationId: string, messageId: string, text: string): Promise<ImprovementCreated>;
  /** The empty chat's suggested questions, drawn from the organisation's documents (any member). */
  suggestions(organizationId: string, signal?: AbortSignal): Promise<ChatSuggestions>;
}

type Request = <T>(path: string, options?: RequestOptions) => Promise<T>;

/** Some answers wrap the object ({ thread }, { folder }); others are the object itself. */
const unwrap = <T>(value: unknown, key: string): T => ((value as Record<string, unknown> | null)?.[key] ?? value) as T;

export function createChatApi(request: Request = apiRequest): ChatApi {
  const id = encodeURIComponent;
  return {
    dashboard: (signal) => request<Dashboard>('/chat/dashboard', signal ? { signal } : {}),
    createThread: async (body) => unwrap<Thread>(await request('/chat/', { method: 'POST', body }), 'thread'),
    thread: (threadId, signal) => request<ThreadMessages>(`/chat/${id(threadId)}`, signal ? { signal } : {}),
    renameThread: (threadId, title) => request(`/chat/${id(threadId)}`, { method: 'PUT', body: { title } }),
    deleteThread: (threadId, userId) => request(`/chat/${id(threadId)}?${new URLSearchParams({ user_id: userId })}`, { method: 'DELETE' }),
    createFolder: async (name) => unwrap<Folder>(await request('/chat/folders', { method: 'POST', body: { name } }), 'folder'),
    renameFolder: (folderId, name) => request(`/chat/folders/${id(folderId)}`, { method: 'PUT', body: { name } }),
    deleteFolder: (folderId) => request(`/chat/folders/${id(folderId)}`, { method: 'DELETE' }),
    assignFolder: (threadId, folderId) => request('/chat/threads/assign-folder', { method: 'POST', body: { thread_id: threadId, folder_id: folderId } }),
    messageFeedback: (messageId, feedback) => request(`/chat/messages/${id(messageId)}/feedback`, { method: 'POST', body: { feedback } }),
    documents: (organizationId, agentId, signal) =>
      request<DocumentListResponse>(
        `/organization/agent/documents/list?${new URLSearchParams({ organization_id: organizationId, agent_id: agentId })}`,
        signal ? { signal } : {},
      ),
    documentsExist: (organizationId) => request<DocumentsExistResponse>(`/organization/${id(organizationId)}/documents/exists`),
    feedback: (form) => request('/feedback', { method: 'POST', body: form }),
    improvementSummary: (organizationId, signal) =>
      request<ImprovementSummary>(`/organization/${id(organizationId)}/improvements/summary`, signal ? { signal } : {}),
    // Sent once: the server checks the new version against recent questions before answering.
    improveFromFeedback: (organizationId, messageId, text) =>
      request<ImprovementCreated>(`/organization/${id(organizationId)}/improvements/from-feedback`, {
        method: 'POST',
        body: { message_id: messageId, text },
        retry: false,
      }),
    suggestions: (organizationId, signal) => request<ChatSuggestions>(`/organization/${id(organizationId)}/chat/suggestions`, signal ? { signal } : {}),
  };
}
