
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

