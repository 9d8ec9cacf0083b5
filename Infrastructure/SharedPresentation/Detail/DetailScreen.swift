import FeatureDomain

/// The one detail screen every feature shows: an item's fields, its related items in sections (each row opening
/// another feature's route), `open WORD` links, `refresh`, `retry`, and the item's image when the feature has one.
///
/// The related sections and the image load once the item is known; a refresh reloads all of them from the network;
/// a failure keeps what was shown. Showing the screen again (back and forth) loads only what `disappear()` cancelled.
@MainActor
public final class DetailScreen<Item: Sendable>: Screen {
    typealias ItemLoads = ResourceLoadController<Fetched<Item>>

    /// The id of the item shown.
    public let id: Int
    let parts: DetailScreenParts<Item>
    private(set) var item: Fetched<Item>?
    private(set) var isLoading = false
    private(set) var failure: ShownFailure?
    let related: [RelatedItemsLoads<Item>]
    /// The item's image, when the feature has images.
    let image: ItemImages?
    private let makeDelegates: () -> [any LoadResourceDelegate<Fetched<Item>>]
    private var mode = FetchMode.preferSaved
    /// Whether text shows every row of the long sections (after `more`), not the first `visibleRows`.
    var showsEveryRow = false
    lazy var loads = makeLoads()

    /// How many rows of a related section text shows before "and N more".
    public static var visibleRows: Int { 20 }

    /// Creates the detail of item `id`; each load of the item also reaches the delegates `loadDelegates` makes
    /// (trackers).
    public init(
        id: Int,
        parts: DetailScreenParts<Item>,
        loadDelegates: @escaping () -> [any LoadResourceDelegate<Fetched<Item>>] = { [] }
    ) {
        self.id = id
        self.parts = parts
        related = parts.related.map { RelatedItemsLoads(section: $0, noun: parts.noun) }
        image = parts.image.map { ItemImages(addition: $0, noun: parts.noun) }
        makeDelegates = loadDelegates
    }

    var canRetry: Bool { loads.canRetry || related.contains { $0.canRetry } }

    var isBusy: Bool {
        isLoading || related.contains { $0.isLoading } || image?.isLoading == true
    }

    /// Starts loading what is neither loaded, loading nor failed: everything the first time, nothing once shown,
    /// and only what `disappear()` cancelled when the screen comes back.
    public func appear() {
        guard item != nil else {
            if !isLoading && !loads.canRetry {
                loads.load()
            }
            return
        }
        for section in related {
            section.resume()
        }
        if let image, image.state(of: id) == nil {
            image.load(id)
        }
    }

    /// Waits until the item, its sections and its image have loaded (or failed).
    public func settle() async {
        repeat {
            await loads.waitUntilIdle()
            for section in related {
                await section.waitUntilIdle()
            }
            await image?.waitUntilIdle()
        } while isBusy
    }

    /// Cancels every load in flight.
    public func disappear() {
        loads.cancel()
        for section in related {
            section.cancel()
        }
        image?.cancelAll()
    }

    /// Reloads the item, then its sections and image, from the network.
    func refresh() {
        mode = .refresh
        loads.refresh()
    }

    private func makeLoads() -> ItemLoads {
        let relay = LoadEventRelay<Fetched<Item>>(
            started: { [weak self] in
                self?.isLoading = true
                self?.failure = nil
            },
            finished: { [weak self] in self?.didFinishLoading(with: $0) },
            failed: { [weak self] error in
                guard let self else { return }
                failure = ShownFailure(error, noun: parts.noun)
                isLoading = false
            },
            cancelled: { [weak self] in self?.isLoading = false }
        )
        let (id, load) = (id, parts.load)
        return ItemLoads(delegate: LoadResourceDelegateComposer([relay] + makeDelegates())) { mode in
            AnyLoader { try await load(id, mode) }
        }
    }

    private func didFinishLoading(with loaded: Fetched<Item>) {
        item = loaded
        isLoading = false
        for section in related {
            section.reload(loaded.value, mode: mode)
        }
        // An image asked for already (`image ID` as the screen opens) is not loaded twice.
        if let image, mode == .refresh || image.state(of: id) == nil {
            image.load(id, mode: mode)
        }
        mode = .preferSaved
    }
}
