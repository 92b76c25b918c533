import { err, ok, type Result, type ResultAsync } from 'neverthrow';
import { sql } from 'kysely';
import {
  VideoSchema, notFound, roleIdOf, roleNameOf, serviceUnavailable, type NotFound, type Page, type RoleName, type StorageError, type UserId, type Video,
  type VideoId, type VideoInput, type VideoQuery, type VideoRepository,
} from '@rafdesk/core';
import type { Selectable } from 'kysely';
import type { VideoTable } from '../schema/communication-tables.js';
import { attempt } from './storage-failure.js';
import { withAuditLine } from '../audit/pending-audit.js';
import type { Executor } from './transact.js';
import { containsPattern, limits, pageFrom, searchText } from './paging.js';

/** {@link VideoRepository} over `video`; the roles are kept as role ids. */
export class KyselyVideoRepository implements VideoRepository {
  constructor(private readonly db: Executor) {}

  list(query: VideoQuery): ResultAsync<Page<Video>, StorageError> {
    const text = searchText(query.searchQuery);
    const filtered = () => this.db.selectFrom('video')
      .$if(!query.includeInactive, (q) => q.where('active', '=', true))
      .$if(query.category !== null, (q) => q.where('category', '=', query.category ?? 0))
      .$if(query.visibleTo !== null, (q) => q.where(sql<boolean>`${roleIdOf(query.visibleTo ?? 'Admin')}::smallint = any(role_ids)`, '=', true))
      .$if(text !== null, (q) => q.where(sql<string>`title || ' ' || coalesce(description, '')`, 'ilike', containsPattern(text ?? '')));
    const { limit, offset } = limits(query.window);
    return attempt((async (): Promise<Result<Page<Video>, StorageError>> => {
      const rows = await filtered().selectAll()
        .orderBy('created_at', query.newestFirst ? 'desc' : 'asc').orderBy('id', query.newestFirst ? 'desc' : 'asc').limit(limit).offset(offset).execute();
      const videos: Video[] = [];
      for (const row of rows) {
        const video = videoFromRow(row);
        if (video.isErr()) return err(video.error);
        videos.push(video.value);
      }
      return ok(await pageFrom(query.window, videos,
        async () => Number((await filtered().select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n)));
    })()).andThen((result) => result);
  }

  referenced(storedNames: readonly string[]): ResultAsync<string[], StorageError> {
    if (storedNames.length === 0) return attempt(Promise.resolve([]));
    return attempt(this.db.selectFrom('video').select(['video_path', 'preview_image_path'])
      .where((eb) => eb.or([eb('video_path', 'in', [...storedNames]), eb('preview_image_path', 'in', [...storedNames])])).execute()
      .then((rows) => {
        const named = new Set(rows.flatMap((row) => [row.video_path, row.preview_image_path]));
        return storedNames.filter((name) => named.has(name));
      }));
  }

  find(id: VideoId): ResultAsync<Video | null, StorageError> {
    return attempt(this.db.selectFrom('video').selectAll().where('id', '=', id).executeTakeFirst()).andThen((row) => (row === undefined ? ok(null) : videoFromRow(row)));
  }

  create(video: VideoInput, file: { contentType: string | null; sizeBytes: number | null }, by: UserId | null, at: Date): ResultAsync<Video, StorageError> {
    return attempt(withAuditLine(this.db, (db) => db.insertInto('video').values({
      ...videoColumns(video), content_type: file.contentType, size_bytes: file.sizeBytes, created_by: by, created_at: at,
    }).returningAll().executeTakeFirstOrThrow())).andThen(videoFromRow);
  }

  update(video: VideoInput & { id: VideoId }): ResultAsync<Video, NotFound | StorageError> {
    return attempt(withAuditLine(this.db, (db) => db.updateTable('video').set(videoColumns(video)).where('id', '=', video.id).returningAll().execute()))
      .andThen((rows) => (rows[0] === undefined ? err(notFound('video')) : videoFromRow(rows[0])));
  }

  setActive(id: VideoId, active: boolean): ResultAsync<void, NotFound | StorageError> {
    return attempt(withAuditLine(this.db, (db) => db.updateTable('video').set({ active }).where('id', '=', id).returning('id').execute()))
      .andThen((rows) => (rows.length === 0 ? err(notFound('video')) : ok(undefined)));
  }
}

function videoColumns(video: VideoInput) {
  return {
    title: video.title, description: video.description, category: video.category, role_ids: [...new Set(video.visibleToRoles)].map(roleIdOf),
    video_path: video.videoPath, preview_image_path: video.previewImagePath, preview: video.preview, active: video.active,
  };
}

function videoFromRow(row: Selectable<VideoTable>): Result<Video, StorageError> {
  const parsed = VideoSchema.safeParse({
    id: row.id, title: row.title, description: row.description, category: row.category,
    visibleToRoles: row.role_ids.map(roleNameOf).filter((role): role is RoleName => role !== null), createdAt: row.created_at.toISOString(),
    active: row.active, videoPath: row.video_path, previewImagePath: row.preview_image_path, preview: row.preview,
  });
  return parsed.success ? ok(parsed.data) : err(serviceUnavailable('storage row-shape video'));
}
