/// An immutable open-addressing table of registrations, read by many threads at once without locking.
///
/// Slots hold unretained references (reading them must not touch reference counts that every resolving thread
/// shares); `registrations` keeps them alive. `@unchecked Sendable` because the slots are raw memory written only in
/// `init`, before the table is published to other threads (with release/acquire ordering), and read-only after.
final class RegistrationTable: @unchecked Sendable {
    private struct Slot: Sendable {
        var typeID: ObjectIdentifier?
        var name: String?
        var registration: Unmanaged<Registration>?
    }

    private let leadingPadding = CacheLinePadding()
    // Slots live in memory of their own, aligned and rounded up to whole cache lines (see `CacheLinePadding`).
    private let slots: UnsafeMutableBufferPointer<Slot>
    private let shift: UInt64
    private let trailingPadding = CacheLinePadding()
    /// The registrations in the order they were first registered.
    let registrations: [Registration]

    init(registrations: [Registration]) {
        self.registrations = registrations
        var capacity = 8
        var bits: UInt64 = 3
        while capacity < registrations.count * 2 {
            capacity *= 2
            bits += 1
        }
        let shift = 64 - bits
        let slots = Self.allocateSlots(capacity: capacity)
        for registration in registrations {
            var index = Self.index(registration.key.typeID, registration.key.name, shift: shift)
            while slots[index].typeID != nil {
                index = (index + 1) & (capacity - 1)
            }
            slots[index] = Slot(
                typeID: registration.key.typeID,
                name: registration.key.name,
                registration: Unmanaged.passUnretained(registration)
            )
        }
        self.slots = slots
        self.shift = shift
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    /// The registration for the type and name, or nil.
    @inline(__always)
    func lookup(_ typeID: ObjectIdentifier, name: String?) -> Unmanaged<Registration>? {
        let mask = slots.count - 1
        var index = Self.index(typeID, name, shift: shift)
        while let slotType = slots[index].typeID {
            if slotType == typeID, slots[index].name == name {
                return slots[index].registration
            }
            index = (index + 1) & mask
        }
        return nil
    }

    private static func allocateSlots(capacity: Int) -> UnsafeMutableBufferPointer<Slot> {
        let lineSize = CacheLinePadding.lineSize
        let byteCount = (capacity * MemoryLayout<Slot>.stride + lineSize - 1) / lineSize * lineSize
        let raw = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: lineSize)
        let slots = raw.bindMemory(to: Slot.self, capacity: capacity)
        slots.initialize(repeating: Slot(), count: capacity)
        return UnsafeMutableBufferPointer(start: slots, count: capacity)
    }

    // Fibonacci hashing of the type's identity, mixed with FNV-1a of the name: cheaper than `Hasher` on the resolve
    // path, and good enough for a table kept at most half full.
    @inline(__always)
    private static func index(_ typeID: ObjectIdentifier, _ name: String?, shift: UInt64) -> Int {
        var hash = UInt64(UInt(bitPattern: typeID))
        if let name {
            var nameHash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in name.utf8 {
                nameHash = (nameHash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            hash ^= nameHash
        }
        return Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }
}
