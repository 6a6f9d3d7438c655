
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

