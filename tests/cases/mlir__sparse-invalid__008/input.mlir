
"t"(){bar = sparse<0, 10> : tensor<i16>} : () -> ()
