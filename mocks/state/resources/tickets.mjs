import { getAt } from '../contract.mjs';
import { ticketThread, unreadReplies, visibleTickets } from '../counts.mjs';
import { HttpError, newId, personName } from '../rows.mjs';
import {
  answerSaved,
  body,
  clone,
  created,
  mimeOf,
  nameOf,
  requiredFile,
  saveFile,
  withData,
} from './helpers.mjs';
import { emitWebhookEvent } from './webhooks.mjs';

function ticketMessages(ctx, ticketId) {
  return ctx.rows('ticketMessages').filter((message) => message.ticket === ticketId);
}

function refreshTicket(ctx, ticket) {
  return Object.assign(ticket, ticketThread(ctx, ticket));
}

const author = (ctx) => ({
  id: ctx.user?.id ?? newId(),
  name: personName(ctx.user) || 'Support',
  role: ctx.user?.isSuperAdmin ? 'support' : 'customer',
});

export const handlers = {
  ticketGet(ctx) {
    const ticket = refreshTicket(ctx, ctx.find(ctx.itemId()));
    const withMessages = { ...ticket, messages: ticketMessages(ctx, ticket.id) };
    return ctx.answer(ctx.op, withMessages);
  },
  ticketCreate(ctx) {
    const numbers = ctx
      .rows()
      .map((t) => Number(String(t.number).replace(/\D/g, '')))
      .filter(Number.isFinite);
    const row = created(ctx, 'tickets', {
      ...ctx.fields(body(ctx)),
      number: `TCK-${Math.max(1000, ...numbers) + 1}`,
      status: 'open',
      company: ctx.user?.company,
      companyName: nameOf(ctx, 'companies', ctx.user?.company) ?? '',
      createdBy: ctx.user?.id,
      createdByName: personName(ctx.user),
      assignee: null,
      assigneeName: null,
      unread: false,
      messagesCount: 0,
      lastMessageAt: null,
    });
    return ctx.answer(ctx.op, row);
  },
  ticketDelete(ctx, generic) {
    const id = ctx.itemId();
    const result = generic.remove(ctx);
    ctx.state.data.ticketMessages = ctx.rows('ticketMessages').filter((message) => message.ticket !== id);
    const [gone, kept] = [[], []];
    for (const file of ctx.rows('ticketAttachments')) (file.ticket === id ? gone : kept).push(file);
    ctx.state.data.ticketAttachments = kept;
    for (const file of gone) ctx.state.files.delete(file.url);
    return result;
  },
  ticketStatus(ctx) {
    const { ticketId, status, assignee } = body(ctx);
    const ticket = ctx.find(String(ticketId));
    ticket.status = status;
    if (assignee !== undefined) {
      ticket.assignee = assignee;
      ticket.assigneeName = assignee ? (nameOf(ctx, 'users', assignee) ?? null) : null;
    }
    return answerSaved(ctx, ticket);
  },
  ticketCounts(ctx) {
    const template = getAt(ctx.op.example, ['data']) ?? [];
    const counts = template.map((entry) => ({
      ...entry,
      count: visibleTickets(ctx).filter((t) => t.status === entry.status).length,
    }));
    return { status: ctx.op.status, body: { ...clone(ctx.op.example), data: counts } };
  },
  ticketsUnread(ctx) {
    const tickets = visibleTickets(ctx)
      .map((ticket) => refreshTicket(ctx, ticket))
      .filter((ticket) => ticket.unread);
    const messages = tickets.reduce(
      (sum, ticket) => sum + unreadReplies(ctx, ticketMessages(ctx, ticket.id)).length,
      0,
    );
    const result = ctx.answer(ctx.op, tickets);
    result.body.data.count = tickets.length;
    result.body.data.messages = messages;
    return result;
  },
  ticketMessage(ctx) {
    const fields = body(ctx);
    const ticketId = String(ctx.request.params.id ?? fields.ticketId);
    const ticket = ctx.find(ticketId, 'tickets');
    const attachments = ctx
      .rows('ticketAttachments')
      .filter((a) => (fields.attachments ?? []).includes(a.id));
    const message = created(ctx, 'ticketMessages', {
      ticket: ticket.id,
      author: author(ctx),
      body: fields.body,
      attachments,
      read: false,
    });
    for (const attachment of attachments) attachment.message = message.id;
    if (fields.status) ticket.status = fields.status;
    ctx.stamp(ticket, false);
    refreshTicket(ctx, ticket);
    emitWebhookEvent(
      ctx,
      'ticket.replied',
      {
        ticket: ticket.id,
        number: ticket.number,
        message: message.id,
        author: message.author,
        body: message.body,
      },
      ticket.company,
    );
    return ctx.answer(ctx.op, message);
  },
  ticketRead(ctx) {
    const ticket = ctx.find(ctx.itemId(), 'tickets');
    const ids = body(ctx).messageIds ?? [];
    let marked = 0;
    for (const message of ticketMessages(ctx, ticket.id)) {
      if (ids.includes(message.id) && message.read === false) {
        message.read = true;
        marked += 1;
      }
    }
    refreshTicket(ctx, ticket);
    ctx.changed();
    return withData(ctx, {
      ticket: ticket.id,
      markedRead: marked,
      unreadCount: unreadReplies(ctx, ticketMessages(ctx, ticket.id)).length,
    });
  },
  ticketAttachment(ctx) {
    const ticket = ctx.find(ctx.itemId(), 'tickets');
    const file = requiredFile(ctx);
    const { url } = saveFile(ctx, 'tickets', ticket.id, file);
    const row = created(ctx, 'ticketAttachments', {
      ticket: ticket.id,
      message: body(ctx).message ?? null,
      fileName: file.name,
      mimeType: mimeOf(file.type),
      size: file.data.length,
      url,
      uploadedBy: ctx.user?.id,
    });
    return ctx.answer(ctx.op, row);
  },
  ticketAttachmentUpdate(ctx) {
    const ticket = ctx.find(ctx.itemId(), 'tickets');
    const fields = body(ctx);
    const row = ctx.find(String(fields.attachmentId));
    if (row.ticket !== ticket.id) throw new HttpError(404, 'Attachment not found on this ticket');
    if (row.uploadedBy !== ctx.user?.id && !ctx.user?.isSuperAdmin)
      throw new HttpError(422, 'Only the uploader or support may change an attachment');
    const file = ctx.request.files?.file;
    const extension = (name) => /(\.[^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
    if (!file && fields.fileName && extension(fields.fileName) !== extension(row.fileName))
      throw new HttpError(
        422,
        `The file name must keep its extension (${extension(row.fileName) || 'none'})`,
      );
    if (file) {
      // The address stays unless the name changes (contract), so a link shared earlier still works.
      const stored = { ...file, name: fields.fileName || file.name };
      if (stored.name === row.fileName)
        ctx.state.files.set(row.url, { ...stored, type: mimeOf(stored.type) });
      else row.url = saveFile(ctx, 'tickets', ticket.id, stored).url;
      Object.assign(row, {
        fileName: stored.name,
        mimeType: mimeOf(file.type),
        size: file.data.length,
      });
    } else if (fields.fileName) row.fileName = fields.fileName;
    if (fields.message !== undefined) row.message = fields.message;
    // Messages hold copies of their files: they show the attachment as it is now.
    for (const message of ticketMessages(ctx, ticket.id))
      message.attachments = (message.attachments ?? []).map((item) =>
        item.id === row.id ? clone(row) : item,
      );
    ctx.changed();
    return ctx.answer(ctx.op, row);
  },
};
