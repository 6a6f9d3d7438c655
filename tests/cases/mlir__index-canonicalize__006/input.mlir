
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

