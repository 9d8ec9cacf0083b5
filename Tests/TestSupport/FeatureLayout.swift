import Foundation

/// The one feature template, checked against a feature's sources: its layer folders and what each layer may import.
///
/// What a feature does is checked by the feature contract suite, run over every feature of the App's catalog; file
/// names are the feature's own.
public enum FeatureLayout {
    /// The folders a feature may have: its three layers and its preview with its fixtures.
    public static let folders: Set<String> = ["Data", "Domain", "Presentation", "Preview", "Preview/Fixtures"]

    /// The folders a feature may leave out: a layer it has nothing of its own in (a saved list of the API's shared
    /// words has no Data), and a preview's fixtures.
    public static let optionalFolders: Set<String> = ["Data", "Domain", "Presentation", "Preview/Fixtures"]

    /// What each layer may import, and nothing else: never Storage, the container or another feature.
    ///
    /// Domain the shared domain words; Data the shared data plumbing, the API's resources (Networking), its crawl
    /// declaration (FeatureKit) and small utilities; Presentation the shared screens; every layer the API's words
    /// two features share (APIVocabulary).
    static let allowed: [String: Set<String>] = [
        "Domain": ["Foundation", "FeatureDomain", "APIVocabulary"],
        "Data": [
            "Foundation", "FeatureDomain", "FeatureData", "FeatureKit", "Networking", "Locking", "SplitMix",
            "APIVocabulary",
        ],
        "Presentation": ["Foundation", "FeatureDomain", "SharedPresentation", "APIVocabulary"],
    ]

    /// The root of this checkout.
    public static var packageRoot: URL {
        // This file is Tests/TestSupport/FeatureLayout.swift.
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// The features of this checkout: every `Features/<Name>Feature` folder's name, sorted.
    public static var features: [String] {
        let folder = packageRoot.appendingPathComponent("Features")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix("Feature") }.sorted()
    }

    /// The folder of the feature named `feature` (such as "EpisodesFeature") in this checkout.
    public static func folder(of feature: String) -> URL {
        packageRoot.appendingPathComponent("Features/\(feature)")
    }

    /// Everything about `feature` that leaves the template; empty when it follows the template.
    ///
    /// A missing or extra folder, an import a layer may not make, a file that only renames a generic type.
    public static func problems(of feature: String) throws -> [String] {
        let root = folder(of: feature)
        let found = folders(under: root)
        var problems = found.subtracting(folders).sorted().map { "folder \($0) is not in the template" }
        problems += folders.subtracting(optionalFolders).subtracting(found).sorted().map { "folder \($0) is missing" }
        problems += try violations(under: root)
        problems += try renamingFiles(under: root).map { "\($0) only renames a type: use the type itself" }
        return problems
    }

    /// The Swift files under `root` whose only declaration is a `typealias`.
    public static func renamingFiles(under root: URL) throws -> [String] {
        try files(under: root).filter { $0.hasSuffix(".swift") }.sorted().filter { file in
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            let code = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                !$0.isEmpty && !$0.hasPrefix("//") && !$0.hasPrefix("import ")
            }
            return !code.isEmpty && code.allSatisfy { $0.hasPrefix("typealias ") || $0.hasPrefix("public typealias ") }
        }
    }

    /// The feature's folders, relative to its root.
    public static func folders(under root: URL) -> Set<String> {
        Set(entries(under: root).filter(\.isDirectory).map(\.path))
    }

    /// The feature's files, relative to its root.
    static func files(under root: URL) -> Set<String> {
        Set(entries(under: root).filter { !$0.isDirectory }.map(\.path))
    }

    private static func entries(under root: URL) -> [(path: String, isDirectory: Bool)] {
        let prefix = root.standardizedFileURL.path + "/"
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey])
        var found: [(String, Bool)] = []
        while let url = enumerator?.nextObject() as? URL {
            let isDirectory = (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true
            found.append((String(url.standardizedFileURL.path.dropFirst(prefix.count)), isDirectory))
        }
        return found
    }

    /// Every import that breaks a layer rule under `root`, as "Layer/File.swift imports Module".
    public static func violations(under root: URL) throws -> [String] {
        var violations: [String] = []
        for layer in ["Domain", "Data", "Presentation"] {
            for found in try LayerImports.imports(under: root.appendingPathComponent(layer)) {
                if allowed[layer]?.contains(found.module) != true {
                    violations.append("\(layer)/\(found.file) imports \(found.module)")
                }
            }
        }
        return violations
    }
}
