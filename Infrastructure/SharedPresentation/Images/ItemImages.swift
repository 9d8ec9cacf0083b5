import FeatureDomain

/// Loads the images a screen shows, each at most once at a time, and keeps each one's state.
///
/// Loading an image again supersedes its load in flight; a superseded or cancelled load never changes the state.
@MainActor
public final class ItemImages {
    private struct Load {
        let token: Int
        let task: Task<Void, Never>
    }

    /// The addition the images come from.
    public let addition: ImageAddition
    private let noun: ItemNoun
    private var states: [Int: ImageState] = [:]
    private var loads: [Int: Load] = [:]
    private var lastToken = 0

    /// Creates the images of a screen of `noun`s, loaded through `addition`.
    public init(addition: ImageAddition, noun: ItemNoun) {
        self.addition = addition
        self.noun = noun
    }

    deinit {
        for load in loads.values {
            load.task.cancel()
        }
    }

    /// True while any image is loading.
    public var isLoading: Bool {
        !loads.isEmpty
    }

    /// The state of the image of `id`; nil when it was never asked for.
    public func state(of id: Int) -> ImageState? {
        states[id]
    }

    /// Starts loading the image of `id`, superseding its load in flight.
    public func load(_ id: Int, mode: FetchMode = .preferSaved) {
        loads[id]?.task.cancel()
        lastToken += 1
        let token = lastToken
        states[id] = .loading
        let load = addition.load
        let task = Task { [weak self] in
            let result: Result<LoadedImage, any Error>
            do {
                result = .success(try await load(id, mode))
            } catch {
                result = .failure(error)
            }
            self?.finish(id, token: token, with: result)
        }
        loads[id] = Load(token: token, task: task)
    }

    /// Keeps only the images of `ids`, cancelling the others.
    public func keep(_ ids: [Int]) {
        let kept = Set(ids)
        for (id, load) in loads where !kept.contains(id) {
            load.task.cancel()
            loads[id] = nil
        }
        states = states.filter { kept.contains($0.key) }
    }

    /// Cancels every load in flight; their images count as never asked for.
    public func cancelAll() {
        for (id, load) in loads {
            load.task.cancel()
            states[id] = nil
        }
        loads = [:]
    }

    /// Waits until no image is loading.
    public func waitUntilIdle() async {
        while let load = loads.values.first {
            await load.task.value
        }
    }

    /// Why the image of `id` failed, as the message of the command that asked for it; nil unless it failed.
    public func failure(of id: Int) -> String? {
        guard case .failed(let message) = states[id] else { return nil }
        return "The \(addition.label.lowercased()) of \(noun.singular) \(id) could not be loaded: \(message)"
    }

    private func finish(_ id: Int, token: Int, with result: Result<LoadedImage, any Error>) {
        guard loads[id]?.token == token else { return }
        loads[id] = nil
        switch result {
        case .success(let image):
            states[id] = .loaded(image)
        case .failure(let error) where error is CancellationError || error as? LoadFailure == .cancelled:
            states[id] = nil
        case .failure(let error):
            let message = addition.failureText(error) ?? LoadFailureText.message(for: error, noun: noun)
            states[id] = .failed(message: message)
        }
    }
}
