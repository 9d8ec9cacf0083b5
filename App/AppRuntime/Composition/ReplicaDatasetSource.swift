import APIReplica
import Foundation

/// The data the embedded replica serves: the bundled sample universe, or a dataset folder (`--dataset DIR`).
enum ReplicaDatasetSource: Hashable {
    /// The small universe bundled with the replica, with generated avatars.
    case bundledSample
    /// A folder in the API's JSON format; its `avatars` folder when it has one, else generated avatars.
    case directory(URL)

    init(directory: URL?) {
        self = directory.map { .directory($0.standardizedFileURL) } ?? .bundledSample
    }

    /// A stable name for the data loaded with `digest`: `sample-<digest>` or `dataset-<digest>`.
    ///
    /// It keeps cache entries of different data apart across runs and checkouts: two checkouts (or folders) with the
    /// same data share their entries; an edited dataset gets entries of its own.
    func identity(digest: UInt64) -> String {
        let hex = String(digest, radix: 16)
        return switch self {
        case .bundledSample: "sample-\(hex)"
        case .directory: "dataset-\(hex)"
        }
    }

    /// How the data is named in messages.
    var displayName: String {
        switch self {
        case .bundledSample: "the bundled sample universe"
        case .directory(let url): "the dataset in '\(url.path)'"
        }
    }

    /// Loads the data; a missing or malformed file is a `StartupError` naming it.
    func load() throws(StartupError) -> ReplicaDataset {
        do {
            switch self {
            case .bundledSample:
                return Self.withGeneratedAvatars(try ReplicaDataset.bundledSample())
            case .directory(let url):
                let avatars = url.appendingPathComponent("avatars", isDirectory: true)
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: avatars.path, isDirectory: &isDirectory),
                    isDirectory.boolValue
                {
                    return try DatasetLoader.load(directory: url)
                }
                return Self.withGeneratedAvatars(try DatasetLoader.load(directory: url, avatars: EmptyAvatarSource()))
            }
        } catch {
            throw .datasetUnreadable(self, reason: error.description)
        }
    }

    private static func withGeneratedAvatars(_ dataset: ReplicaDataset) -> ReplicaDataset {
        ReplicaDataset(
            characters: dataset.characters,
            episodes: dataset.episodes,
            locations: dataset.locations,
            avatars: PlaceholderAvatarSource(characterCount: dataset.characters.last?.id ?? 0),
            digest: dataset.digest
        )
    }
}
