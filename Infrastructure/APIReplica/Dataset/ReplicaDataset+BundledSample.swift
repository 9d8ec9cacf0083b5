import Foundation

extension ReplicaDataset {
    /// The small hand-written universe bundled with the module (`Resources/SampleUniverse`), served with `avatars`.
    public static func bundledSample(
        avatars: any AvatarSource = EmptyAvatarSource()
    ) throws(DatasetLoadingError) -> ReplicaDataset {
        guard let directory = Bundle.module.url(forResource: "SampleUniverse", withExtension: nil) else {
            throw DatasetLoadingError(file: "SampleUniverse (the APIReplica bundle)", problem: .missingFile)
        }
        return try DatasetLoader.load(directory: directory, avatars: avatars)
    }
}
