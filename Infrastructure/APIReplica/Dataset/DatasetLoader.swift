import Foundation

/// Loads a dataset written in the API's own JSON format: `characters.json`, `episodes.json`, `locations.json`
/// (top-level arrays of API objects) and optionally `avatars/<id>.jpeg`.
public enum DatasetLoader {
    /// Loads the three files in `directory`, with avatars read from its `avatars` folder when it has one.
    public static func load(directory: URL) throws(DatasetLoadingError) -> ReplicaDataset {
        try load(
            directory: directory, avatars: DirectoryAvatarSource(directory: directory.appendingPathComponent("avatars"))
        )
    }

    /// Loads the three files in `directory`, serving avatars from `avatars`.
    public static func load(directory: URL, avatars: any AvatarSource) throws(DatasetLoadingError) -> ReplicaDataset {
        let files = ReplicaResource.allCases.map { directory.appendingPathComponent($0.fileName) }
        var contents: [Data] = []
        for file in files {
            contents.append(try self.contents(of: file))
        }
        func records(_ resource: ReplicaResource) throws(DatasetLoadingError) -> [ReplicaRecord] {
            let index = ReplicaResource.allCases.firstIndex(of: resource) ?? 0
            return try self.records(of: resource, from: contents[index], file: files[index].path)
        }
        return ReplicaDataset(
            characters: try records(.character),
            episodes: try records(.episode),
            locations: try records(.location),
            avatars: avatars,
            digest: DatasetDigest.digest(of: contents)
        )
    }

    /// Builds a dataset from the three files' contents; errors name the files `characters.json` and so on.
    public static func dataset(
        characters: Data,
        episodes: Data,
        locations: Data,
        avatars: any AvatarSource = EmptyAvatarSource()
    ) throws(DatasetLoadingError) -> ReplicaDataset {
        ReplicaDataset(
            characters: try records(of: .character, from: characters, file: ReplicaResource.character.fileName),
            episodes: try records(of: .episode, from: episodes, file: ReplicaResource.episode.fileName),
            locations: try records(of: .location, from: locations, file: ReplicaResource.location.fileName),
            avatars: avatars,
            digest: DatasetDigest.digest(of: [characters, locations, episodes])
        )
    }

    /// Parses one file's contents into records, checking every object's `id`, `name` and filter fields.
    public static func records(
        of resource: ReplicaResource,
        from data: Data,
        file: String
    ) throws(DatasetLoadingError) -> [ReplicaRecord] {
        var collector = RecordCollector(resource: resource, file: file)
        let topLevel: OrderedJSON?
        do {
            topLevel = try OrderedJSONParser.parseElements(of: [UInt8](data)) { collector.add($0) }
        } catch {
            throw DatasetLoadingError(file: file, problem: .invalidJSON(error))
        }
        if let topLevel {
            throw DatasetLoadingError(file: file, problem: .notAnArray(found: topLevel.kindName))
        }
        return try collector.finished()
    }

    /// The records of the list pages `pages` (the API's `{"info": ..., "results": [...]}` answers, in order), as
    /// a crawl saved them; errors name `file` (the pages' source, such as their URL).
    public static func records(
        of resource: ReplicaResource,
        fromPages pages: [Data],
        file: String
    ) throws(DatasetLoadingError) -> [ReplicaRecord] {
        var collector = RecordCollector(resource: resource, file: file)
        for page in pages {
            let document: OrderedJSON
            do {
                document = try OrderedJSONParser.parse([UInt8](page))
            } catch {
                throw DatasetLoadingError(file: file, problem: .invalidJSON(error))
            }
            guard case .array(let results)? = document["results"] else {
                throw DatasetLoadingError(file: file, problem: .notAnArray(found: document.kindName))
            }
            results.forEach { collector.add($0) }
        }
        return try collector.finished()
    }

    private static func contents(of file: URL) throws(DatasetLoadingError) -> Data {
        do {
            return try Data(contentsOf: file)
        } catch {
            let exists = FileManager.default.fileExists(atPath: file.path)
            throw DatasetLoadingError(
                file: file.path,
                problem: exists ? .unreadable(reason: error.localizedDescription) : .missingFile
            )
        }
    }
}
