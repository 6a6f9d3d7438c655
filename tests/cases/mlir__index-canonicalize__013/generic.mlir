"builtin.module"() ({
  "func.func"() <{function_type = (index) -> index, sym_name = "constant_hoisting"}> ({
  ^bb0(%arg0: index):
    "test.before"() : () -> ()
    %0 = "index.constant"() <{value = 3 : index}> : () -> index
    %1 = "index.add"(%arg0, %0) : (index, index) -> index
    %2 = "index.constant"() <{value = 3 : index}> : () -> index
    %3 = "index.mul"(%1, %2) : (index, index) -> index
    "func.return"(%3) : (index) -> ()
  }) : () -> ()
}) : () -> ()

