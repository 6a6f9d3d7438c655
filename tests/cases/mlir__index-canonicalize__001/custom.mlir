module {
  func.func @minmax_shift_bits() {
    %idx12 = index.constant 12
    %idx-5 = index.constant -5
    %idx2 = index.constant 2
    %idx40 = index.constant 40
    %0 = index.maxs %idx12, %idx-5
    %1 = index.maxu %idx12, %idx-5
    %2 = index.mins %idx12, %idx-5
    %3 = index.minu %idx12, %idx-5
    %4 = index.shl %idx12, %idx2
    %5 = index.shrs %idx-5, %idx2
    %6 = index.shru %idx-5, %idx2
    %7 = index.shl %idx12, %idx40
    %8 = index.and %idx12, %idx-5
    %9 = index.or %idx12, %idx-5
    %10 = index.xor %idx12, %idx-5
    "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10) : (index, index, index, index, index, index, index, index, index, index, index) -> ()
    return
  }
}

