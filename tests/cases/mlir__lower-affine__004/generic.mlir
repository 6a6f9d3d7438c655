#set = affine_set<(d0, d1)[s0] : (d0 - 10 >= 0, -d0 + s0 - 9 >= 0, d1 - 2 == 0)>
#set1 = affine_set<(d0) : (d0 >= 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> index, sym_name = "if"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index):
    %0 = "affine.if"(%arg0, %arg1, %arg2) <{condition = #set}> ({
      "affine.yield"(%arg0) : (index) -> ()
    }, {
      "affine.yield"(%arg1) : (index) -> ()
    }) : (index, index, index) -> index
    "affine.if"(%arg0) <{condition = #set1}> ({
      "foo.x"() : () -> ()
      "affine.yield"() : () -> ()
    }, {
    }) : (index) -> ()
    "func.return"(%0) : (index) -> ()
  }) : () -> ()
}) : () -> ()

