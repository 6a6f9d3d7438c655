#set = affine_set<(d0, d1)[s0] : (d0 - 10 >= 0, -d0 + s0 - 9 >= 0, d1 - 2 == 0)>
#set1 = affine_set<(d0) : (d0 >= 0)>
module {
  func.func @if(%arg0: index, %arg1: index, %arg2: index) -> index {
    %0 = affine.if #set(%arg0, %arg1)[%arg2] -> index {
      affine.yield %arg0 : index
    } else {
      affine.yield %arg1 : index
    }
    affine.if #set1(%arg0) {
      "foo.x"() : () -> ()
    }
    return %0 : index
  }
}

