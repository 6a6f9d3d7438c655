module {
  func.func @minmax_shift_bits() {
    %idx-9 = index.constant -9
    %idx-1 = index.constant -1
    %idx8 = index.constant 8
    %idx12 = index.constant 12
    %idx-5 = index.constant -5
    %idx2 = index.constant 2
    %idx40 = index.constant 40
    %idx48 = index.constant 48
    %idx-2 = index.constant -2
    %0 = index.shru %idx-5, %idx2
    %1 = index.shl %idx12, %idx40
    "test.use"(%idx12, %idx-5, %idx-5, %idx12, %idx48, %idx-2, %0, %1, %idx8, %idx-1, %idx-9) : (index, index, index, index, index, index, index, index, index, index, index) -> ()
    return
  }
}

