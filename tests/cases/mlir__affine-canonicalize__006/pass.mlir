#set = affine_set<()[s0] : (s0 - 1 >= 0)>
module {
  func.func @ifs(%arg0: index, %arg1: index) -> index {
    affine.if #set()[%arg0] {
      "test.some"() : () -> ()
    }
    return %arg0 : index
  }
}

