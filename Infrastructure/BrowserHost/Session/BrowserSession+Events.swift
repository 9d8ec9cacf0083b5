import Foundation
import LoopbackHTTP
import SharedPresentation

// Live updates: each open screen is observed, and the parts of its page that changed go to its event streams.
extension BrowserSession {
    func events(query: Substring) -> HTTPServerResponse {
        let fields = Dictionary(WebAddress.fields(query).map { ($0.name, $0.value) }) { first, _ in first }
        guard let id = fields["screen"].flatMap({ Int($0) }), let open = screens[id] else {
            return BrowserResponses.json(["error": "That screen was closed; load the page again."], status: 404)
        }
        guard screens.all.reduce(0, { $0 + $1.streams.count }) < limits.eventStreams else {
            return BrowserResponses.json(["error": "Too many pages are open."], status: 503)
        }
        let stream = HTTPResponseStream(capacity: limits.streamBytes)
        open.streams.append(stream)
        stream.onEnd { [weak open] in
            Task { @MainActor [weak open] in open?.streams.removeAll { $0 === stream } }
        }
        publish(open, wholeTo: stream)
        return .streaming(
            headers: BrowserResponses.securityHeaders.merging([
                "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-store",
            ]) { _, new in new },
            stream: stream)
    }

    /// What `open` shows changed: its streams get the parts that changed.
    func changed(_ open: OpenScreen) {
        publish(open)
    }

    /// Every screen with a stream is sent its changes (an action may change what any of them offers).
    func publishAll() {
        for open in screens.all where !open.streams.isEmpty {
            publish(open)
        }
    }

    /// Sends `open`'s streams the parts that changed since they were sent last, and `stream` (new) every part.
    ///
    /// One publication at a time per screen, so versions go out in order.
    func publish(_ open: OpenScreen, wholeTo stream: HTTPResponseStream? = nil) {
        if let stream {
            open.waitingForWhole.append(stream)
        }
        open.needsPublishing = true
        guard !open.isPublishing, !open.streams.isEmpty else { return }
        open.isPublishing = true
        Task { @MainActor in
            while open.needsPublishing {
                open.needsPublishing = false
                await sendChanges(of: open)
            }
            open.isPublishing = false
        }
    }

    private func sendChanges(of open: OpenScreen) async {
        let page = await page(for: open)
        let markup = renderer.partMarkup(page)
        let versions = markup.mapValues(ContentVersion.of)
        let changed = markup.filter { open.sentVersions[$0.key] != versions[$0.key] }
        open.sentVersions = versions
        let whole = open.waitingForWhole
        open.waitingForWhole = []
        let title = [page.snapshot.title, page.snapshot.subtitle, appName].compactMap { $0 }.joined(separator: " · ")
        let event = { (parts: [String: String]) in
            BrowserEvent(address: page.address, title: title, parts: parts, versions: versions)
        }
        for stream in open.streams {
            if whole.contains(where: { $0 === stream }) {
                stream.send(event(markup).data)
            } else if !changed.isEmpty {
                stream.send(event(changed).data)
            }
        }
    }
}

/// One Server-Sent Event of the browser host: the screen's address and title now, and the parts that changed.
struct BrowserEvent: Encodable {
    struct Part: Encodable {
        let version: String
        let html: String
    }

    let address: String
    let title: String
    let parts: [String: Part]

    init(address: String, title: String, parts: [String: String], versions: [String: String]) {
        self.address = address
        self.title = title
        self.parts = Dictionary(
            uniqueKeysWithValues: parts.map { ($0.key, Part(version: versions[$0.key] ?? "", html: $0.value)) })
    }

    /// The event on the wire: `event: parts`, one line of JSON, and the blank line that ends it.
    var data: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return Data("event: parts\ndata: ".utf8) + json + Data("\n\n".utf8)
    }
}
