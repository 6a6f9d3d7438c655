
func.func @cmp_same(%x: index) -> (i1, i1, i1, i1) {
  %0 = index.cmp eq(%x, %x)
  %1 = index.cmp slt(%x, %x)
  %2 = index.cmp uge(%x, %x)
  %3 = index.cmp ne(%x, %x)
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

