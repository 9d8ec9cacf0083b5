import Foundation
import HeadlessHost
import Networking
import SharedPresentation
import Storage
import Tracking

/// Loads one characters page through the resolved fetcher and client, and shows where the bytes came from.
@MainActor
final class ProbeScreen: Screen {
    private let page: Int
    private let provider: ProbeProvider
    private var load: Task<Void, Never>?
    private(set) var snapshot = ScreenSnapshot(title: "Probe", status: .idle)
    let images: ItemImages? = nil

    init(page: Int, provider: ProbeProvider) {
        self.page = page
        self.provider = provider
    }

    func appear() {
        guard load == nil else { return }
        provider.tracker.track(TrackingEvent(kind: .screenShown, screen: "Probe", timestamp: Date()))
        snapshot.status = .loading
        let provider = provider
        let page = page
        load = Task {
            let outcome = await Self.fetch(page: page, provider: provider)
            show(outcome)
        }
    }

    func perform(_ command: ScreenCommand) throws(ScreenCommandError) -> AppRoute? {
        throw .unsupported(command: "\(command)", screen: "the probe")
    }

    func settle() async {
        await load?.value
    }

    func disappear() {
        load?.cancel()
    }

    func failure(of command: ScreenCommand) -> String? {
        nil
    }

    private func show(_ outcome: Result<CachedData, any Error>) {
        switch outcome {
        case .success(let cached):
            let body = String(decoding: cached.data, as: UTF8.self)
            snapshot.status = .loaded
            snapshot.notices = cached.isStale ? ["Offline: showing saved data"] : []
            snapshot.fields = [
                .init(label: "Origin", value: "\(cached.origin)"),
                .init(label: "Base", value: provider.configuration.baseURL.absoluteString),
                .init(label: "Body", value: String(body.prefix(40))),
            ]
        case .failure(let error):
            snapshot.status = .failed(message: "probe failed: \(error)", canRetry: true)
        }
    }

    private nonisolated static func fetch(page: Int, provider: ProbeProvider) async -> Result<CachedData, any Error> {
        do {
            let url = try provider.configuration.url(for: .page(page, of: .character))
            let client = provider.client
            let cached = try await provider.fetcher.load(key: url.absoluteString, policy: .standard) {
                try await client.get(url).body
            }
            return .success(cached)
        } catch {
            return .failure(error)
        }
    }
}
