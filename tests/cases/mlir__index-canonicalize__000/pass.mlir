module {
  func.func @binary_constants() {
    %idx7 = index.constant 7
    %idx0 = index.constant 0
    %idx4 = index.constant 4
    %idx10 = index.constant 10
    %idx-21 = index.constant -21
    %idx-2 = index.constant -2
    %idx1 = index.constant 1
    %idx-3 = index.constant -3
    %0 = index.divs %idx7, %idx0
    "test.use"(%idx4, %idx10, %idx-21, %idx-2, %idx0, %idx-2, %idx1, %idx-3, %idx1, %idx7, %0) : (index, index, index, index, index, index, index, index, index, index, index) -> ()
    return
  }
}

