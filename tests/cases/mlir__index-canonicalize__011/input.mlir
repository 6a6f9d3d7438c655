
func.func @cmp_sub_zero(%x: index, %y: index) -> (i1, i1) {
  %z = index.constant 0
  %d = index.sub %x, %y
  %0 = index.cmp slt(%d, %z)
  %1 = index.cmp ult(%z, %d)
  return %0, %1 : i1, i1
}

