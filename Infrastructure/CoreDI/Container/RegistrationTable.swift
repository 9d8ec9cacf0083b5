/// An immutable open-addressing table of registrations, read by many threads at once without locking.
///
/// Slots hold unretained references (reading them must not touch reference counts that every resolving thread
/// shares); `registrations` keeps them alive.
final class RegistrationTable: Sendable {
    private struct Slot: Sendable {
        var typeID: ObjectIdentifier?
        var name: String?
        var registration: Unmanaged<Registration>?
    }

    /// The registrations in the order they were first registered.
    let registrations: [Registration]
    private let slots: [Slot]
    private let shift: UInt64

    init(registrations: [Registration]) {
        self.registrations = registrations
        var capacity = 8
        var bits: UInt64 = 3
        while capacity < registrations.count * 2 {
            capacity *= 2
            bits += 1
        }
        let shift = 64 - bits
        var slots = [Slot](repeating: Slot(), count: capacity)
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
