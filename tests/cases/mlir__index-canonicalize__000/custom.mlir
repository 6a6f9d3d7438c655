module {
  func.func @binary_constants() {
    %idx7 = index.constant 7
    %idx-3 = index.constant -3
    %idx0 = index.constant 0
    %0 = index.add %idx7, %idx-3
    %1 = index.sub %idx7, %idx-3
    %2 = index.mul %idx7, %idx-3
    %3 = index.divs %idx7, %idx-3
    %4 = index.divu %idx7, %idx-3
    %5 = index.ceildivs %idx7, %idx-3
    %6 = index.ceildivu %idx7, %idx-3
    %7 = index.floordivs %idx7, %idx-3
    %8 = index.rems %idx7, %idx-3
    %9 = index.remu %idx7, %idx-3
    %10 = index.divs %idx7, %idx0
    "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10) : (index, index, index, index, index, index, index, index, index, index, index) -> ()
    return
  }
}

