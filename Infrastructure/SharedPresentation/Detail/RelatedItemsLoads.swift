import FeatureDomain
import Observation

/// The state of one related section of a detail: its rows, its load and its failure.
@MainActor
@Observable
final class RelatedItemsLoads<Item: Sendable>: LoadResourceDelegate {
    typealias Value = Fetched<[ScreenSnapshot.Row]>

    @ObservationIgnored let section: RelatedItems<Item>
    private(set) var rows: Value?
    private(set) var isLoading = false
    private(set) var errorMessage: String?
    @ObservationIgnored private let noun: ItemNoun
    /// How many items the item links to, loaded or not.
    private(set) var total = 0
    @ObservationIgnored private var request: (item: Item, mode: FetchMode, limit: Int?)?
    @ObservationIgnored private let loads = LoadResourcePresentationAdapter<Value>()

    init(section: RelatedItems<Item>, noun: ItemNoun) {
        self.section = section
        self.noun = noun
        loads.delegate = self
    }

    var canRetry: Bool { loads.canRetry }

    /// Loads the rows of `item` in `mode` (the first `limit`, or all), superseding a load in flight.
    func reload(_ item: Item, mode: FetchMode, limit: Int?) {
        request = (item, mode, limit)
        total = section.count(item)
        let load = section.load
        loads.load { try await load(item, mode, limit) }
    }

    /// Loads the rows left out by the limit the last load had, if any.
    func loadAll() {
        guard let request, let limit = request.limit, total > limit else { return }
        reload(request.item, mode: .preferSaved, limit: nil)
    }

    /// How many linked items the rows leave out (the limit's), 0 once all are loaded.
    var unloaded: Int {
        guard let limit = request?.limit, total > limit else { return 0 }
        return total - limit
    }

    /// Loads the rows again unless they are shown, loading or failed (then `retry` is the way).
    func resume() {
        guard rows == nil, !isLoading, !loads.canRetry, let request else { return }
        reload(request.item, mode: request.mode, limit: request.limit)
    }

    @discardableResult
    func retry() -> Bool { loads.retry() }
    func cancel() { loads.cancel() }
    func waitUntilIdle() async { await loads.waitUntilIdle() }

    /// What the section says while it has no rows.
    var emptyMessage: String {
        if rows != nil { return "No \(section.title.lowercased())." }
        if errorMessage != nil { return "\(section.title) couldn't be loaded." }
        return "Loading \(section.title.lowercased())…"
    }

    /// The failure notice, when the last load failed.
    var notice: String? {
        errorMessage.map { "\(section.title) couldn't be loaded: \($0)" }
    }

    func didStartLoading() {
        isLoading = true
        errorMessage = nil
    }

    func didFinishLoading(with rows: Value) {
        self.rows = rows
        isLoading = false
    }

    func didFinishLoading(with error: any Error) {
        errorMessage = LoadFailureText.message(for: error, noun: noun)
        isLoading = false
    }

    func didCancelLoading() {
        isLoading = false
    }
}
