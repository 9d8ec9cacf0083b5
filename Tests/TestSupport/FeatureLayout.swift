import Foundation

/// The one feature template and its layer rules, checked against a feature's sources so each feature's suite
/// fails when the feature leaves the template or a layer imports what it must not.
public enum FeatureLayout {
    /// The folders every feature has, and no others.
    public static let folders: Set<String> = [
        "Data", "Data/DTOs", "Data/Mapping", "Data/Repositories",
        "Domain", "Domain/Errors", "Domain/Models", "Domain/Protocols", "Domain/UseCases",
        "Presentation", "Presentation/Composition", "Presentation/Detail", "Presentation/List",
        "Presentation/Shared", "Presentation/Strings",
        "Preview",
    ]

    /// What each layer may not import (Domain: anything but Foundation and FeatureDomain).
    static let forbidden: [String: Set<String>] = [
        "Presentation": ["Networking", "Storage", "CoreDI", "FeatureData", "APIReplica"],
        "Data": ["SharedPresentation", "CoreDI", "Tracking"],
    ]

    /// The folder of the feature named `feature` (such as "EpisodesFeature") in this checkout.
    public static func folder(of feature: String) -> URL {
        // This file is Tests/TestSupport/FeatureLayout.swift.
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Features/\(feature)")
    }

    /// The feature's folders, relative to its root.
    public static func folders(under root: URL) -> Set<String> {
        let prefix = root.standardizedFileURL.path + "/"
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey])
        var found: Set<String> = []
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true else { continue }
            found.insert(String(url.standardizedFileURL.path.dropFirst(prefix.count)))
        }
        return found
    }

    /// Every import that breaks a layer rule under `root`, as "Layer/File.swift imports Module".
    public static func violations(under root: URL) throws -> [String] {
        var violations: [String] = []
        for layer in ["Domain", "Data", "Presentation"] {
            for found in try LayerImports.imports(under: root.appendingPathComponent(layer)) {
                let allowed =
                    layer == "Domain"
                    ? ["Foundation", "FeatureDomain"].contains(found.module)
                    : !(forbidden[layer] ?? []).contains(found.module)
                if !allowed {
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
