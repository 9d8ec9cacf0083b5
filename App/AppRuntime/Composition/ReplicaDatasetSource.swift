import APIReplica
import Foundation

/// The data the embedded replica serves: the bundled sample universe, or a dataset folder (`--dataset DIR`).
enum ReplicaDatasetSource: Hashable {
    /// The small universe bundled with the replica, with placeholder avatars (one template, marked with the id).
    case bundledSample
    /// A folder in the API's JSON format; its `avatars` folder when it has one, else placeholder avatars.
    case directory(URL)

    init(directory: URL?) {
        self = directory.map { .directory($0.standardizedFileURL) } ?? .bundledSample
    }

    /// A stable name for the data loaded with `digest`, so runs and checkouts with the same data share their cache.
    func identity(digest: UInt64) -> String {
        let hex = String(digest, radix: 16)
        return switch self {
        case .bundledSample: "sample-\(hex)"
        case .directory: "dataset-\(hex)"
        }
    }

    var displayName: String {
        switch self {
        case .bundledSample: "the bundled sample universe"
        case .directory(let url): "the dataset in '\(url.path)'"
        }
    }

    func load() throws(StartupError) -> ReplicaDataset {
        do {
            switch self {
            case .bundledSample:
                return Self.withPlaceholderAvatars(try ReplicaDataset.bundledSample())
            case .directory(let url):
                let avatars = url.appendingPathComponent("avatars", isDirectory: true)
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: avatars.path, isDirectory: &isDirectory),
                    isDirectory.boolValue
                {
                    return try DatasetLoader.load(directory: url)
                }
                return Self.withPlaceholderAvatars(try DatasetLoader.load(directory: url, avatars: EmptyAvatarSource()))
            }
        } catch {
            throw .datasetUnreadable(self, reason: error.description)
        }
    }

    private static func withPlaceholderAvatars(_ dataset: ReplicaDataset) -> ReplicaDataset {
        ReplicaDataset(
            characters: dataset.characters,
            episodes: dataset.episodes,
            locations: dataset.locations,
            avatars: PlaceholderAvatarSource(characterCount: dataset.characters.last?.id ?? 0),
            digest: dataset.digest
        )
    }
}
