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
    @ObservationIgnored private var request: (item: Item, mode: FetchMode)?
    @ObservationIgnored private let loads = LoadResourcePresentationAdapter<Value>()

    init(section: RelatedItems<Item>, noun: ItemNoun) {
        self.section = section
        self.noun = noun
        loads.delegate = self
    }

    var canRetry: Bool { loads.canRetry }

    /// Loads the rows of `item` in `mode`, superseding a load in flight.
    func reload(_ item: Item, mode: FetchMode) {
        request = (item, mode)
        let load = section.load
        loads.load { try await load(item, mode) }
    }

    /// Loads the rows again unless they are shown, loading or failed (then `retry` is the way).
    func resume() {
        guard rows == nil, !isLoading, !loads.canRetry, let request else { return }
        reload(request.item, mode: request.mode)
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
