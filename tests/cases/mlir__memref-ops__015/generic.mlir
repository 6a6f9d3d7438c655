"builtin.module"() ({
  "memref.global"() <{initial_value = dense<[1, 2]> : tensor<2xi8>, sym_name = "d", type = memref<2xi8>}> : () -> ()
  "memref.global"() <{initial_value = dense_resource<foo> : tensor<2xi8>, sym_name = "e", type = memref<2xi8>}> : () -> ()
}) : () -> ()

