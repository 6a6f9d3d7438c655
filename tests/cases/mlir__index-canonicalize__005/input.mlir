
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

