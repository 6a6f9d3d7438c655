
func.func @identities(%x: index) -> (index, index, index, index) {
  %z = index.constant 0
  %o = index.constant 1
  %0 = index.add %x, %z
  %1 = index.sub %x, %z
  %2 = index.mul %x, %o
  %3 = index.mul %x, %z
  return %0, %1, %2, %3 : index, index, index, index
}

