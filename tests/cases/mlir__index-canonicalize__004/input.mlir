
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

