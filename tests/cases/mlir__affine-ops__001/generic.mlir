#set = affine_set<(d0)[s0] : (d0 - s0 == 0, d0 >= 0)>
#set1 = affine_set<() : (0 == 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> index, sym_name = "conditionals"}> ({
  ^bb0(%arg0: index):
    "affine.if"(%arg0, %arg0) <{condition = #set}> ({
      "foo.then"() : () -> ()
      "affine.yield"() : () -> ()
    }, {
    }) : (index, index) -> ()
    "affine.if"() <{condition = #set1}> ({
      "affine.yield"() : () -> ()
    }, {
      "foo.else"() : () -> ()
      "affine.yield"() : () -> ()
    }) {some_attr = true} : () -> ()
    %0 = "affine.if"(%arg0, %arg0) <{condition = #set}> ({
      "affine.yield"(%arg0) : (index) -> ()
    }, {
      "affine.yield"(%arg0) : (index) -> ()
    }) : (index, index) -> index
    "func.return"(%0) : (index) -> ()
  }) : () -> ()
}) : () -> ()

