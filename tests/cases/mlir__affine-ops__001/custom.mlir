#set = affine_set<(d0)[s0] : (d0 - s0 == 0, d0 >= 0)>
#set1 = affine_set<() : (0 == 0)>
module {
  func.func @conditionals(%arg0: index) -> index {
    affine.if #set(%arg0)[%arg0] {
      "foo.then"() : () -> ()
    }
    affine.if #set1() {
    } else {
      "foo.else"() : () -> ()
    } {some_attr = true}
    %0 = affine.if #set(%arg0)[%arg0] -> index {
      affine.yield %arg0 : index
    } else {
      affine.yield %arg0 : index
    }
    return %0 : index
  }
}

