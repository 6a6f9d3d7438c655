
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

