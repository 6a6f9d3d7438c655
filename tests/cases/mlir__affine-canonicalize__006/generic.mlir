#set = affine_set<(d0) : (1 == 0)>
#set1 = affine_set<(d0, d1) : (d0 - 1 >= 0)>
#set2 = affine_set<() : (0 == 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> index, sym_name = "ifs"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    "affine.if"(%arg0) <{condition = #set}> ({
      "test.never"() : () -> ()
      "affine.yield"() : () -> ()
    }, {
    }) : (index) -> ()
    "affine.if"(%arg0, %arg1) <{condition = #set1}> ({
      "test.some"() : () -> ()
      "affine.yield"() : () -> ()
    }, {
      "affine.yield"() : () -> ()
    }) : (index, index) -> ()
    %1 = "affine.if"() <{condition = #set2}> ({
      "affine.yield"(%arg0) : (index) -> ()
    }, {
      "affine.yield"(%arg1) : (index) -> ()
    }) : () -> index
    %2 = "affine.if"(%arg0) <{condition = #set}> ({
      "affine.yield"(%arg0) : (index) -> ()
    }, {
      "affine.yield"(%1) : (index) -> ()
    }) : (index) -> index
    "func.return"(%2) : (index) -> ()
  }) : () -> ()
}) : () -> ()

