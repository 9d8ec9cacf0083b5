// The marker segments of a baseline JFIF file, in the order `encode` writes them (T.81 Annex B).
extension JPEGEncoder {
    static func jfifHeader() -> [UInt8] {
        // "JFIF\0", version 1.01, no density units, 1:1 aspect ratio, no thumbnail.
        segment(0xE0, [0x4A, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00])
    }

    static func quantizationTables(_ components: [JPEGComponent]) -> [UInt8] {
        var payload: [UInt8] = []
        for table in distinct(components.map(\.quantization), by: \.identifier) {
            payload.append(table.identifier)  // 8-bit precision in the high nibble
            payload += table.zigZagValues
        }
        return segment(0xDB, payload)
    }

    static func frameHeader(width: Int, height: Int, components: [JPEGComponent]) -> [UInt8] {
        var payload: [UInt8] = [8] + bigEndian(height) + bigEndian(width) + [UInt8(components.count)]
        for component in components {
            payload += [component.identifier, 0x11, component.quantization.identifier]
        }
        return segment(0xC0, payload)
    }

    static func huffmanTables(_ components: [JPEGComponent]) -> [UInt8] {
        let tables = components.flatMap { [$0.dcTable, $0.acTable] }
        var payload: [UInt8] = []
        for table in distinct(tables, by: \.classAndIdentifier) {
            payload.append(table.classAndIdentifier)
            payload += table.codeCounts
            payload += table.symbols
        }
        return segment(0xC4, payload)
    }

    static func scanHeader(_ components: [JPEGComponent]) -> [UInt8] {
        var payload: [UInt8] = [UInt8(components.count)]
        for component in components {
            payload += [component.identifier, component.dcTable.identifier << 4 | component.acTable.identifier]
        }
        payload += [0, 63, 0]  // spectral selection 0...63, no successive approximation
        return segment(0xDA, payload)
    }

    private static func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        [0xFF, marker] + bigEndian(payload.count + 2) + payload
    }

    private static func bigEndian(_ value: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }

    private static func distinct<Element, Key: Hashable>(_ elements: [Element], by key: (Element) -> Key) -> [Element] {
        var seen: Set<Key> = []
        return elements.filter { seen.insert(key($0)).inserted }
    }
}
