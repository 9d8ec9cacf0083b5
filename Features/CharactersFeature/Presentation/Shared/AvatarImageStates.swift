import FeatureDomain

/// Loads the avatars a screen shows, each at most once at a time, and keeps each one's state.
///
/// Reloading an avatar supersedes its load in flight; a superseded or cancelled load never changes the state.
@MainActor
final class AvatarImageStates {
    private struct Load {
        let token: Int
        let task: Task<Void, Never>
    }

    private let loader: any AvatarImageLoader
    private(set) var states: [Int: AvatarState] = [:]
    private var loads: [Int: Load] = [:]
    private var lastToken = 0

    init(loader: any AvatarImageLoader) {
        self.loader = loader
    }

    deinit {
        for load in loads.values {
            load.task.cancel()
        }
    }

    /// True while any avatar is loading.
    var isLoading: Bool {
        !loads.isEmpty
    }

    func state(for characterID: Int) -> AvatarState? {
        states[characterID]
    }

    /// Starts loading the avatar of `characterID`, superseding its load in flight.
    func load(_ characterID: Int, mode: FetchMode = .preferSaved) {
        loads[characterID]?.task.cancel()
        lastToken += 1
        let token = lastToken
        states[characterID] = .loading
        let loader = loader
        let task = Task { [weak self] in
            let result: Result<AvatarImage, any Error>
            do {
                result = .success(try await loader.loadAvatar(characterID: characterID, mode: mode))
            } catch {
                result = .failure(error)
            }
            self?.finish(characterID, token: token, with: result)
        }
        loads[characterID] = Load(token: token, task: task)
    }

    /// Keeps only the avatars of `characterIDs`, cancelling the others, and loads those not loaded or loading.
    func show(_ characterIDs: [Int]) {
        let kept = Set(characterIDs)
        for (id, load) in loads where !kept.contains(id) {
            load.task.cancel()
            loads[id] = nil
        }
        states = states.filter { kept.contains($0.key) }
        for id in characterIDs where states[id] == nil {
            load(id)
        }
    }

    /// Cancels every load in flight; their avatars count as never loaded.
    func cancelAll() {
        for (id, load) in loads {
            load.task.cancel()
            states[id] = nil
        }
        loads = [:]
    }

    /// Waits until no avatar is loading.
    func waitUntilIdle() async {
        while let load = loads.values.first {
            await load.task.value
        }
    }

    private func finish(_ characterID: Int, token: Int, with result: Result<AvatarImage, any Error>) {
        guard loads[characterID]?.token == token else { return }
        loads[characterID] = nil
        switch result {
        case .success(let image):
            states[characterID] = .loaded(byteCount: image.data.count, origin: image.origin)
        case .failure(let error) where error is CancellationError:
            states[characterID] = nil
        case .failure(let error):
            states[characterID] = .failed(message: CharactersStrings.message(for: error))
        }
    }
}
