
"t"(){bar = sparse<[[]], [10]> : tensor<i16>} : () -> ()
