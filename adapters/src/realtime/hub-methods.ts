import { wordFailure, type HubEventBus, type HubIdentity, type HubSendRequest, type NotificationSender, type NotificationSendError } from '@rafdesk/core';
import { err, ok, type Result } from 'neverthrow';
import type { HubLogger } from './hub-options.js';
import { parseSendMessageToUser, parseSendToRole } from './notification-wire.js';

/** Hub methods by their exact (case-sensitive) names, each taking one message object. */
const METHODS: Record<string, (argument: unknown) => Result<HubSendRequest, string[]>> = {
  SendMessageToUser: parseSendMessageToUser,
  SendToRole: parseSendToRole,
};

export const METHOD_NOT_FOUND = 'Method does not exist.';

/** The refusal as the hub's completion carries it: the core's one wording of the failure. */
const describe = (error: NotificationSendError): string => wordFailure(error).lines.join(' ');

/** Runs a client invocation of a hub method; the error string goes back in the Completion as is. */
export type InvokeHubMethod = (caller: HubIdentity, target: string, args: readonly unknown[]) => Promise<Result<unknown, string>>;

/**
 * The notification hub's methods: parse the message with zod, let the sender check access and store
 * it, then publish its id on the bus so every process delivers it. The result is the new notification id.
 */
export function createHubMethods(ports: { sender: NotificationSender; bus: HubEventBus }, logger: HubLogger): InvokeHubMethod {
  return async (caller, target, args) => {
    const parse = Object.hasOwn(METHODS, target) ? METHODS[target] : undefined;
    if (parse === undefined) return err(METHOD_NOT_FOUND);
    if (args.length !== 1) return err(`Failed to invoke '${target}': it takes 1 argument, ${args.length} given.`);
    const request = parse(args[0]);
    if (request.isErr()) return err(request.error.join(' '));
    const sent = await ports.sender.send(caller, request.value);
    if (sent.isErr()) {
      logger.info({ userId: caller.userId, method: target, outcome: sent.error.kind }, 'hub notification refused');
      return err(describe(sent.error));
    }
    const delivery = sent.value;
    // An empty audience (the web app's echo of a message the API already pushed) must not travel: another process
    // would load the stored notification by its id and deliver it a second time.
    if (delivery.audience.userIds.length === 0 && delivery.audience.roles.length === 0) return ok(delivery.notification.id);
    const published = await ports.bus.publish({ kind: 'notificationStored', notificationId: delivery.notification.id, delivery });
    // Stored but not fanned out: recipients still see it through the catch-up request, so the sender is told it worked.
    if (published.isErr()) logger.warn({ notificationId: delivery.notification.id }, 'hub event bus refused a notification');
    return ok(delivery.notification.id);
  };
}
