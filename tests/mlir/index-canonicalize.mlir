// RUN: mlir-opt %s -canonicalize --split-input-file -allow-unregistered-dialect

func.func @binary_constants() {
  %a = index.constant 7
  %b = index.constant -3
  %z = index.constant 0
  %add = index.add %a, %b
  %sub = index.sub %a, %b
  %mul = index.mul %a, %b
  %divs = index.divs %a, %b
  %divu = index.divu %a, %b
  %cdivs = index.ceildivs %a, %b
  %cdivu = index.ceildivu %a, %b
  %fdivs = index.floordivs %a, %b
  %rems = index.rems %a, %b
  %remu = index.remu %a, %b
  %divz = index.divs %a, %z
  "test.use"(%add, %sub, %mul, %divs, %divu, %cdivs, %cdivu, %fdivs, %rems, %remu, %divz) : (index, index, index, index, index, index, index, index, index, index, index) -> ()
  return
}

// -----

func.func @minmax_shift_bits() {
  %a = index.constant 12
  %b = index.constant -5
  %s = index.constant 2
  %big = index.constant 40
  %0 = index.maxs %a, %b
  %1 = index.maxu %a, %b
  %2 = index.mins %a, %b
  %3 = index.minu %a, %b
  %4 = index.shl %a, %s
  %5 = index.shrs %b, %s
  %6 = index.shru %b, %s
  %7 = index.shl %a, %big
  %8 = index.and %a, %b
  %9 = index.or %a, %b
  %10 = index.xor %a, %b
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10) : (index, index, index, index, index, index, index, index, index, index, index) -> ()
  return
}

// -----

func.func @identities(%x: index) -> (index, index, index, index) {
  %z = index.constant 0
  %o = index.constant 1
  %0 = index.add %x, %z
  %1 = index.sub %x, %z
  %2 = index.mul %x, %o
  %3 = index.mul %x, %z
  return %0, %1, %2, %3 : index, index, index, index
}

// -----

func.func @commutative_constant_left(%x: index) -> (index, index) {
  %c = index.constant 4
  %0 = index.add %c, %x
  %1 = index.and %c, %x
  return %0, %1 : index, index
}

// -----

func.func @reassociate(%x: index) -> (index, index, index, index, index) {
  %c1 = index.constant 1
  %c2 = index.constant 2
  %a0 = index.add %x, %c1
  %a1 = index.add %a0, %c2
  %m0 = index.mul %x, %c2
  %m1 = index.mul %m0, %c2
  %x0 = index.maxs %x, %c1
  %x1 = index.maxs %x0, %c2
  %n0 = index.minu %x, %c1
  %n1 = index.minu %n0, %c2
  %o0 = index.xor %x, %c1
  %o1 = index.xor %o0, %c2
  return %a1, %m1, %x1, %n1, %o1 : index, index, index, index, index
}

// -----

func.func @reassociate_more(%x: index) -> (index, index, index, index) {
  %c1 = index.constant 1
  %c6 = index.constant 6
  %a0 = index.and %x, %c6
  %a1 = index.and %a0, %c1
  %o0 = index.or %x, %c1
  %o1 = index.or %o0, %c6
  %x0 = index.maxu %x, %c1
  %x1 = index.maxu %x0, %c6
  %n0 = index.mins %x, %c1
  %n1 = index.mins %n0, %c6
  return %a1, %o1, %x1, %n1 : index, index, index, index
}

// -----

func.func @width_dependent() -> (index, index, index, index) {
  %big = index.constant 4294967296
  %one = index.constant 1
  %m = index.constant -1
  // The 32-bit and 64-bit results differ: these stay.
  %0 = index.divu %big, %one
  %1 = index.shl %one, %big
  %2 = index.remu %m, %big
  // This one agrees.
  %3 = index.add %big, %one
  return %0, %1, %2, %3 : index, index, index, index
}

// -----

func.func @casts() -> (i32, i8, index, index, i64) {
  %a = index.constant -2
  %b = arith.constant 200 : i8
  %0 = index.casts %a : index to i32
  %1 = index.castu %a : index to i8
  %2 = index.casts %b : i8 to index
  %3 = index.castu %b : i8 to index
  %4 = index.castu %a : index to i64
  return %0, %1, %2, %3, %4 : i32, i8, index, index, i64
}

// -----

func.func @cmp_constants() -> (i1, i1, i1, i1, i1, i1) {
  %a = index.constant 3
  %b = index.constant -1
  %0 = index.cmp slt(%a, %b)
  %1 = index.cmp ult(%a, %b)
  %2 = index.cmp eq(%a, %a)
  %3 = index.cmp sge(%a, %b)
  %4 = index.cmp ugt(%a, %b)
  %5 = index.cmp ne(%a, %b)
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// -----

func.func @cmp_same(%x: index) -> (i1, i1, i1, i1) {
  %0 = index.cmp eq(%x, %x)
  %1 = index.cmp slt(%x, %x)
  %2 = index.cmp uge(%x, %x)
  %3 = index.cmp ne(%x, %x)
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// -----

func.func @cmp_minmax(%x: index) -> (i1, i1, i1, i1) {
  %c5 = index.constant 5
  %c10 = index.constant 10
  %mx = index.maxs %x, %c5
  %mn = index.mins %x, %c5
  %0 = index.cmp slt(%mx, %c5)
  %1 = index.cmp sge(%mx, %c5)
  %2 = index.cmp sgt(%mn, %c10)
  %3 = index.cmp slt(%mn, %c10)
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// -----

func.func @cmp_sub_zero(%x: index, %y: index) -> (i1, i1) {
  %z = index.constant 0
  %d = index.sub %x, %y
  %0 = index.cmp slt(%d, %z)
  %1 = index.cmp ult(%z, %d)
  return %0, %1 : i1, i1
}

// -----

func.func @bool_constants() -> (i1, i1, index) {
  %t = index.bool.constant true
  %f = index.bool.constant false
  %s = index.sizeof
  return %t, %f, %s : i1, i1, index
}

// -----

func.func @constant_hoisting(%x: index) -> index {
  "test.before"() : () -> ()
  %c = index.constant 3
  %0 = index.add %x, %c
  %c2 = index.constant 3
  %1 = index.mul %0, %c2
  return %1 : index
}
