import FeatureDomain
import Foundation
import Observation

/// The one detail screen every feature shows: an item's fields, its related items in sections (each row opening
/// another feature's route), `open WORD` links, `refresh`, `retry`, and the item's image when the feature has one.
@MainActor
@Observable
public final class DetailScreen<Item: Sendable>: Screen, LoadResourceDelegate {
    /// The item and how fresh it is: what the screen's loads deliver.
    public typealias Value = Fetched<Item>

    /// The id of the item shown.
    public let id: Int
    @ObservationIgnored let parts: DetailScreenParts<Item>
    private(set) var item: Fetched<Item>?
    /// The item's record as the server sent it, read once as it loads (nil when the load carried none).
    private(set) var record: ScreenValue?
    private(set) var isLoading = false
    private(set) var failure: ShownFailure?
    @ObservationIgnored let related: [RelatedItemsLoads<Item>]
    /// The item's image, when the feature has images.
    @ObservationIgnored public let images: ItemImages?
    /// Runs the loads of the item.
    @ObservationIgnored let loads: LoadResourcePresentationAdapter<Value>
    @ObservationIgnored private var mode = FetchMode.preferSaved
    /// Whether the long sections load every row (after `more`), not the first `visibleRows`.
    var showsEveryRow = false

    /// How many rows of a related section load and show before "and N more".
    public static var visibleRows: Int { 20 }

    /// Creates the detail of item `id`; each load of the item is also told to `trackers`.
    public init(
        id: Int, parts: DetailScreenParts<Item>, showsEveryRow: Bool = false,
        trackers: [any LoadResourceDelegate<Value>] = []
    ) {
        self.id = id
        self.parts = parts
        self.showsEveryRow = showsEveryRow
        related = parts.related.map { RelatedItemsLoads(section: $0, noun: parts.noun) }
        images = parts.image.map { ItemImages(addition: $0, noun: parts.noun) }
        loads = LoadResourcePresentationAdapter(trackers: trackers)
        loads.delegate = self
    }

    var canRetry: Bool { loads.canRetry || related.contains { $0.canRetry } }

    var isBusy: Bool {
        isLoading || related.contains { $0.isLoading } || images?.isLoading == true
    }

    /// Starts loading what is neither loaded, loading nor failed: all at first, then what `disappear()` cancelled.
    public func appear() {
        guard item != nil else {
            if !isLoading && !loads.canRetry {
                load()
            }
            return
        }
        for section in related {
            section.resume()
        }
        if let images, images.state(of: id) == nil {
            images.load(id)
        }
    }

    /// Waits until the item, its sections and its image have loaded (or failed).
    public func settle() async {
        repeat {
            await loads.waitUntilIdle()
            for section in related {
                await section.waitUntilIdle()
            }
            await images?.waitUntilIdle()
        } while isBusy
    }

    /// Cancels every load in flight.
    public func disappear() {
        loads.cancel()
        for section in related {
            section.cancel()
        }
        images?.cancelAll()
    }

    /// Reloads the item, then its sections and image, from the network.
    func refresh() {
        mode = .refresh
        load()
    }

    // The closure captures the id and mode now: the load never reads the screen once it runs.
    private func load() {
        let (id, mode, load) = (id, mode, parts.load)
        loads.load { try await load(id, mode) }
    }

    /// The item started loading.
    public func didStartLoading() {
        isLoading = true
        failure = nil
    }

    /// The item loaded: its sections and image load next, in the same mode.
    public func didFinishLoading(with loaded: Value) {
        item = loaded
        record = loaded.record.flatMap(ScreenValue.init(json:))
        isLoading = false
        for section in related {
            section.reload(loaded.value, mode: mode, limit: showsEveryRow ? nil : Self.visibleRows)
        }
        // An image asked for already (`image ID` as the screen opens) is not loaded twice.
        if let images, mode == .refresh || images.state(of: id) == nil {
            images.load(id, mode: mode)
        }
        mode = .preferSaved
    }

    /// The item failed to load; what was shown stays.
    public func didFinishLoading(with error: any Error) {
        failure = ShownFailure(error, noun: parts.noun)
        isLoading = false
    }

    /// The item's load was cancelled.
    public func didCancelLoading() {
        isLoading = false
    }
}
