
func.func @commutative_constant_left(%x: index) -> (index, index) {
  %c = index.constant 4
  %0 = index.add %c, %x
  %1 = index.and %c, %x
  return %0, %1 : index, index
}

