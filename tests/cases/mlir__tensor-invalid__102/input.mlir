
// expected-error@+1 {{'func.func' op requires attribute 'function_type'}}
"func.func"() ({}) : () -> ()
