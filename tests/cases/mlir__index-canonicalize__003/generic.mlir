"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (index, index), sym_name = "commutative_constant_left"}> ({
  ^bb0(%arg0: index):
    %0 = "index.constant"() <{value = 4 : index}> : () -> index
    %1 = "index.add"(%0, %arg0) : (index, index) -> index
    %2 = "index.and"(%0, %arg0) : (index, index) -> index
    "func.return"(%1, %2) : (index, index) -> ()
  }) : () -> ()
}) : () -> ()

