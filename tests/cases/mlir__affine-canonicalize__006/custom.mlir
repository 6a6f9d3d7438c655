#set = affine_set<(d0) : (1 == 0)>
#set1 = affine_set<(d0, d1) : (d0 - 1 >= 0)>
#set2 = affine_set<() : (0 == 0)>
module {
  func.func @ifs(%arg0: index, %arg1: index) -> index {
    %c0 = arith.constant 0 : index
    affine.if #set(%arg0) {
      "test.never"() : () -> ()
    }
    affine.if #set1(%arg0, %arg1) {
      "test.some"() : () -> ()
    } else {
    }
    %0 = affine.if #set2() -> index {
      affine.yield %arg0 : index
    } else {
      affine.yield %arg1 : index
    }
    %1 = affine.if #set(%arg0) -> index {
      affine.yield %arg0 : index
    } else {
      affine.yield %0 : index
    }
    return %1 : index
  }
}

