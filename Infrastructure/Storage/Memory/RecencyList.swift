/// Values by key in recency order: O(1) lookup, touch, insert and removal of the least recently used.
///
/// A doubly linked list threaded through an array of slots (indices, not references: no per-node allocation).
struct RecencyList<Value> {
    fileprivate struct Node {
        var key: String
        var value: Value?
        var newer: Int
        var older: Int
    }

    private var nodes: [Node] = []
    private var freeSlots: [Int] = []
    private var slotsByKey: [String: Int] = [:]
    private var newest = -1
    private var oldest = -1

    var count: Int { slotsByKey.count }

    var keysFromNewest: [String] {
        var keys: [String] = []
        var slot = newest
        while slot >= 0 {
            keys.append(nodes[slot].key)
            slot = nodes[slot].older
        }
        return keys
    }

    mutating func touch(_ key: String) -> Value? {
        guard let slot = slotsByKey[key] else { return nil }
        unlink(slot)
        linkAsNewest(slot)
        return nodes[slot].value
    }

    @discardableResult
    mutating func set(_ value: Value, forKey key: String) -> Value? {
        if let slot = slotsByKey[key] {
            let old = nodes[slot].value
            nodes[slot].value = value
            unlink(slot)
            linkAsNewest(slot)
            return old
        }
        let node = Node(key: key, value: value, newer: -1, older: -1)
        let slot: Int
        if let free = freeSlots.popLast() {
            nodes[free] = node
            slot = free
        } else {
            nodes.append(node)
            slot = nodes.count - 1
        }
        slotsByKey[key] = slot
        linkAsNewest(slot)
        return nil
    }

    @discardableResult
    mutating func removeValue(forKey key: String) -> Value? {
        guard let slot = slotsByKey.removeValue(forKey: key) else { return nil }
        return release(slot)
    }

    mutating func removeOldest() -> (key: String, value: Value)? {
        guard oldest >= 0 else { return nil }
        let slot = oldest
        let key = nodes[slot].key
        slotsByKey.removeValue(forKey: key)
        guard let value = release(slot) else { return nil }
        return (key, value)
    }

    mutating func removeAll() {
        self = RecencyList()
    }

    private mutating func release(_ slot: Int) -> Value? {
        unlink(slot)
        let value = nodes[slot].value
        nodes[slot].value = nil
        nodes[slot].key = ""
        freeSlots.append(slot)
        return value
    }

    private mutating func unlink(_ slot: Int) {
        let newer = nodes[slot].newer
        let older = nodes[slot].older
        if newer >= 0 { nodes[newer].older = older } else { newest = older }
        if older >= 0 { nodes[older].newer = newer } else { oldest = newer }
        nodes[slot].newer = -1
        nodes[slot].older = -1
    }

    private mutating func linkAsNewest(_ slot: Int) {
        nodes[slot].older = newest
        nodes[slot].newer = -1
        if newest >= 0 { nodes[newest].newer = slot } else { oldest = slot }
        newest = slot
    }
}

extension RecencyList: Sendable where Value: Sendable {}

extension RecencyList.Node: Sendable where Value: Sendable {}
