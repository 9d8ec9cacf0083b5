import Foundation

/// The one feature template, checked against a feature's sources: its folders, the file each role has (named the
/// same way in every feature), and its layer rules.
///
/// `Things` is the feature's name (`Locations`), `Thing` its item (`Location`): the name without its last "s".
public enum FeatureLayout {
    /// The folders a feature may have; `Domain/Errors` and `Presentation/Detail` may be left out.
    public static let folders: Set<String> = [
        "Data", "Data/DTOs", "Data/Mapping", "Data/Repositories",
        "Domain", "Domain/Errors", "Domain/Models", "Domain/Protocols", "Domain/UseCases",
        "Presentation", "Presentation/Composition", "Presentation/Detail", "Presentation/List",
        "Presentation/Shared", "Presentation/Strings",
        "Preview", "Preview/Fixtures",
    ]

    /// The folders a feature may leave out: one without its own errors, without a detail screen, or whose preview
    /// has no fixtures.
    public static let optionalFolders: Set<String> = ["Domain/Errors", "Presentation/Detail", "Preview/Fixtures"]

    /// What each layer may import, and nothing else: never Storage, the container or another feature.
    ///
    /// Domain the shared domain words; Data the shared data plumbing, the API's resources (Networking), its crawl
    /// declaration (FeatureKit) and small utilities; Presentation the shared screens.
    static let allowed: [String: Set<String>] = [
        "Domain": ["Foundation", "FeatureDomain"],
        "Data": ["Foundation", "FeatureDomain", "FeatureData", "FeatureKit", "Networking", "Locking", "SplitMix"],
        "Presentation": ["Foundation", "FeatureDomain", "SharedPresentation"],
    ]

    /// The root of this checkout.
    static var packageRoot: URL {
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
    /// A missing or extra folder, a role without its file, a file where its role does not belong, an import a
    /// layer may not make.
    public static func problems(of feature: String) throws -> [String] {
        let root = folder(of: feature)
        let found = folders(under: root)
        var problems = found.subtracting(folders).sorted().map { "folder \($0) is not in the template" }
        problems += folders.subtracting(optionalFolders).subtracting(found).sorted().map { "folder \($0) is missing" }
        problems += roleProblems(files: files(under: root), things: String(feature.dropLast("Feature".count)))
        problems += try violations(under: root)
        return problems
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

    /// The role → file rules (see Project.md, "The feature template").
    static func roleProblems(files: Set<String>, things: String) -> [String] {
        let thing = String(things.dropLast())
        var required = [
            "\(things)Assembly.swift", "\(things)Assembly+Manifest.swift", "\(things)Demo.swift",
            "Domain/Models/\(thing).swift", "Domain/Models/\(thing)Filters.swift",
            "Domain/Protocols/\(things)Repository.swift", "Domain/UseCases/Load\(things)Page.swift",
            "Data/DTOs/\(thing)DTO.swift", "Data/Mapping/\(thing)DTO+Domain.swift",
            "Data/Repositories/Cached\(things)Repository.swift",
            "Presentation/List/\(thing)List.swift", "Presentation/Composition/\(things)Screens.swift",
            "Presentation/Strings/\(things)Strings.swift", "Preview/main.swift",
        ]
        if files.contains(where: { $0.hasPrefix("Presentation/Detail/") }) {
            required += ["Presentation/Detail/\(thing)Detail.swift", "Domain/UseCases/Load\(thing)Detail.swift"]
        }
        var problems = required.filter { !files.contains($0) }.map { "\($0) is missing" }
        for file in files.sorted() {
            let name = (file as NSString).lastPathComponent
            let stem = String(name.dropLast(".swift".count))
            if file.hasPrefix("Domain/Errors/"), name != "\(things)Error.swift" {
                problems.append("\(file): a feature's one error type is \(things)Error")
            }
            if file.hasPrefix("Domain/UseCases/"), !name.hasPrefix("Load") {
                problems.append("\(file): use cases are named Load…")
            }
            if file.hasPrefix("Data/DTOs/") {
                if !stem.hasSuffix("DTO") {
                    problems.append("\(file): DTOs are named …DTO")
                } else if !files.contains("Data/Mapping/\(stem)+Domain.swift") {
                    problems.append("\(file) has no Data/Mapping/\(stem)+Domain.swift")
                }
            }
            if file.hasPrefix("Domain/Protocols/"), stem.hasSuffix("Loader"),
                !files.contains("Data/Repositories/Cached\(stem).swift")
            {
                problems.append("\(file) has no Data/Repositories/Cached\(stem).swift")
            }
        }
        return problems
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
        let topLevel = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".swift") }
        for file in topLevel {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            if text.contains("import CoreDI"), !file.contains("Assembly") {
                violations.append("\(file) imports CoreDI, but only the assembly touches the container")
            }
        }
        return violations
    }
}
