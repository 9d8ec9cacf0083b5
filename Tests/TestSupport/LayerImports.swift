import Foundation

/// Reads which modules the Swift files under a folder import, so a test can hold a layer to its rule.
public enum LayerImports {
    /// Every `import X` in the `.swift` files below `folder`, with the file that has it.
    public static func imports(under folder: URL) throws -> [(file: String, module: String)] {
        let files =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" } ?? []
        var found: [(file: String, module: String)] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(of: "import"), words.index(after: index) < words.endIndex else {
                    continue
                }
                let isImport = words[..<index].allSatisfy { $0.hasPrefix("@") || $0 == "public" }
                if isImport {
                    found.append((file.lastPathComponent, String(words[words.index(after: index)])))
                }
            }
        }
        return found
    }
}
